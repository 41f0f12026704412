import apiErrors from './apiErrors.json';
import mail from './mail.json';
import validation from './validation.json';

export default { apiErrors, mail, validation };
