export { SignInPrompt } from './components/SignInPrompt';
export { signInKindOfSite, signedInAs } from './signed-in';
