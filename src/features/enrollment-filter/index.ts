export { useAddFilterForNewUser } from './api/add-filter-for-new-user';
export { changeFilterInfo, useChangeFilterInfo } from './api/change-filter-info';
export { validateZipCode } from './api/validate-zip-code';
