export { HelpWidget } from './HelpWidget';
