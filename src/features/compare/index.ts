export { BenefitsTable } from './components/BenefitsTable';
export { CompareToggle } from './components/CompareToggle';
export { CompareTray } from './components/CompareTray';
export { UseLevelPicker } from './components/UseLevelPicker';
export { YearlyEstimateBreakdown, YearlyEstimateLine } from './components/YearlyEstimateFigure';
