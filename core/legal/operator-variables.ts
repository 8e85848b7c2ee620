import { type Operator, registration } from './operator.ts';

/** A value inside Markdown stays text: its punctuation cannot start emphasis, a link or HTML. */
const literal = (value: string) => value.replace(/[\\`*_[\]<>#|]/g, '\\$&');

/** « 912 345 675 00009 ». */
const spacedSiret = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');

/** The operator as the `{{operator.…}}` variables of the legal pages (content/pages/<locale>/*.md). */
export function operatorVariables(operator: Operator): Record<string, string> {
  const values: Record<string, string> = {
    name: operator.name,
    legalForm: operator.legalForm,
    shareCapital: operator.shareCapital,
    address: operator.address,
    registration: registration(operator),
    registryCity: operator.registryCity,
    siret: spacedSiret(operator.siret),
    vatNumber: operator.vatNumber,
    phone: operator.phone,
    email: operator.email,
    privacyEmail: operator.privacyEmail,
    publicationDirector: operator.publicationDirector,
    'host.name': operator.host.name,
    'host.address': operator.host.address,
    'host.phone': operator.host.phone,
    'host.country': operator.host.country,
    'processors.mail': operator.processors.mail,
    'processors.storage': operator.processors.storage,
    'mediator.name': operator.mediator.name,
    'mediator.address': operator.mediator.address,
    'mediator.url': operator.mediator.url,
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`operator.${key}`, literal(value)]));
}
