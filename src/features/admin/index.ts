/** What other features use of the staff console: the contributions editor a group administrator also uses (decision 0290). */
export { ContributionsEditor } from './components/ContributionsEditor';
import './admin.css';
