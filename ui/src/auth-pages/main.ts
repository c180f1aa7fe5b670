import '../lib/validation/withoutEval';
import '@lavado/shared/validation/spanish-errors';
import './authPages.css';
import { startAuthPages } from './authPages';

const root = document.getElementById('root');
if (!root) throw new Error('login.html lacks the #root element');
startAuthPages(root);
