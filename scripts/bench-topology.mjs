#!/usr/bin/env node
/**
 * `pnpm bench:topology`: applications per second through one and two API instances behind the
 * production HAProxy configuration, and how fast a killed instance's traffic moves. The bench
 * lives with the topology it starts (deploy/bench/topology.mjs).
 */
import '../deploy/bench/topology.mjs';
