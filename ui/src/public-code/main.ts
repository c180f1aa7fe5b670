import '../lib/validation/withoutEval';
import './publicCode.css';
import { startPublicCodePage } from './publicCodePage';

const root = document.getElementById('app');
if (!root) throw new Error('code.html lacks the #app element');
startPublicCodePage(root, window.location.pathname);
