export { TopFilter } from './TopFilter';
export { useSaveFilter } from './use-save-filter';
