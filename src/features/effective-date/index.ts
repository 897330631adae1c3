export { EffectiveDatePicker, changeSummary } from './EffectiveDatePicker';
export { effectiveDateChoiceQueryKey, useEffectiveDateChoice } from './api/effective-date';
