/** What other features use from posts: the create-post wizard. */
export { CreatePostWizard } from './components/CreatePostWizard';
