export { EffectiveDatePicker } from './EffectiveDatePicker';
export { effectiveDateChoiceQueryKey, useEffectiveDateChoice } from './api/effective-date';
