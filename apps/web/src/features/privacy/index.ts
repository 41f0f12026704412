export { ErasedInSnapshots } from './components/erased-in-snapshots';
