import apiErrors from './apiErrors.json';
import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import forms from './forms.json';
import mail from './mail.json';
import merchants from './merchants.json';
import nav from './nav.json';
import overview from './overview.json';
import pagination from './pagination.json';
import pdf from './pdf.json';
import precheckEcom from './precheckEcom.json';
import precheckPos from './precheckPos.json';
import users from './users.json';
import validation from './validation.json';

export default {
  apiErrors,
  auth,
  common,
  dashboard,
  forms,
  mail,
  merchants,
  nav,
  overview,
  pagination,
  pdf,
  precheckEcom,
  precheckPos,
  users,
  validation,
};
