export { FooterAccessDialogs } from './components/FooterAccessDialogs';
