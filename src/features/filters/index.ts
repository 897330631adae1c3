export { TopFilter } from './TopFilter';
export { useSaveFilter } from './use-save-filter';
export { useFilterInfo } from './api/get-enrollment-temp-info';
