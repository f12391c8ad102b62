// Written inside the list's live region by the kit's PasswordChecklist (ServerScript), as a
// classic script: it runs where it stands, and the element it stands in is the list.
import { followPasswordChecklist } from './passwordChecklist';

followPasswordChecklist(document.currentScript!.parentNode as HTMLElement);
