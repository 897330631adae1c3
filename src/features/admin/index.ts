/** What other features use of the staff console: the contributions editor a group administrator also uses (decision 0290). */
export { ContributionsEditor } from './components/ContributionsEditor';
/** The console's labelled inputs and save summary, which a rep's own landing-page form reuses (decision 0320). */
export { SaveSummary, useSaveState } from './components/SaveStatus';
export { TextArea, TextInput } from './components/inputs';
import './admin.css';
