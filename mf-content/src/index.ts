// Async boundary: shared singletons are negotiated before the dev host runs.
import('./bootstrap');
