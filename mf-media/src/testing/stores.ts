export { resetStores } from '@koris/shared/testing';
