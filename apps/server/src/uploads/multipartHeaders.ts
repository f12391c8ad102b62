import { MultipartError } from './multipartForm';

/** RFC 2046 boundary characters (a space only inside), at most 70 of them. */
const boundaryPattern = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary parameter of a multipart Content-Type, or undefined when it has none. */
export function multipartBoundary(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const separator = parameter.indexOf('=');
    if (separator === -1) continue;
    if (parameter.slice(0, separator).trim().toLowerCase() !== 'boundary') continue;
    let value = parameter.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    return boundaryPattern.test(value) ? value : undefined;
  }
  return undefined;
}

export interface PartHeaders {
  name: string;
  filename: string | undefined;
  contentType: string;
}

const headerTokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Browsers write `"`, CR and LF in quoted names as %22, %0D and %0A (the HTML standard). */
function unescapeQuoted(value: string): string {
  return value.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

/** The parameters of a Content-Disposition value after its type, names lowercased. */
function dispositionParameters(rest: string): Map<string, string> {
  const parameters = new Map<string, string>();
  let position = 0;
  const skipSpaces = () => {
    while (rest[position] === ' ' || rest[position] === '\t') position += 1;
  };
  while (position < rest.length) {
    skipSpaces();
    if (rest[position] !== ';') throw new MultipartError('expected ; between parameters');
    position += 1;
    skipSpaces();
    if (position >= rest.length) break;
    const equals = rest.indexOf('=', position);
    if (equals === -1) throw new MultipartError('a parameter without a value');
    const name = rest.slice(position, equals).trim().toLowerCase();
    position = equals + 1;
    skipSpaces();
    let value: string;
    if (rest[position] === '"') {
      const closing = rest.indexOf('"', position + 1);
      if (closing === -1) throw new MultipartError('an unclosed quoted parameter');
      value = unescapeQuoted(rest.slice(position + 1, closing));
      position = closing + 1;
    } else {
      const end = rest.indexOf(';', position);
      value = rest.slice(position, end === -1 ? rest.length : end).trim();
      position = end === -1 ? rest.length : end;
    }
    if (!parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
}

/** RFC 5987 `utf-8''…`; anything else is ignored in favour of the plain parameter. */
function extendedValue(value: string | undefined): string | undefined {
  if (value === undefined || !/^utf-8''/i.test(value)) return undefined;
  try {
    return decodeURIComponent(value.slice("utf-8''".length));
  } catch {
    return undefined;
  }
}

export function parseHeaders(block: string): PartHeaders {
  let disposition: Map<string, string> | undefined;
  let contentType = '';
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) throw new MultipartError('a header line without a colon');
    const name = line.slice(0, colon).trim();
    if (!headerTokenPattern.test(name)) throw new MultipartError('a malformed header name');
    const value = line.slice(colon + 1).trim();
    switch (name.toLowerCase()) {
      case 'content-disposition': {
        const semicolon = value.indexOf(';');
        const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim();
        if (type.toLowerCase() !== 'form-data') throw new MultipartError('not form-data');
        disposition = dispositionParameters(semicolon === -1 ? '' : value.slice(semicolon));
        break;
      }
      case 'content-type':
        contentType = value;
        break;
      default:
        break;
    }
  }
  const name = disposition?.get('name');
  if (name === undefined) throw new MultipartError('a part without a name');
  const filename = extendedValue(disposition?.get('filename*')) ?? disposition?.get('filename');
  return { name, filename, contentType };
}
