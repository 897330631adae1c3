export { useCommonMenu } from './api/get-common-menu';
