export interface MultipartLimits {
  /** A text part longer than this is only measured: no field of the forms comes close. */
  textBytes: number;
  /** A kept file part larger than this is only measured. */
  fileBytes: number;
  /** More parts than this and the body is refused: a form has a fixed set of fields. */
  parts: number;
  /** The most bytes one part's header block may take. */
  headerBytes: number;
  /** The file fields whose content is kept; every other file part is only measured. */
  fileFields: ReadonlySet<string>;
}

export interface TextPart {
  /** Undefined when the part was longer than `textBytes`. */
  value: string | undefined;
  bytes: number;
}

export interface FilePart {
  filename: string;
  /** The Content-Type the client declared; nothing to trust. */
  declaredType: string;
  size: number;
  /** Undefined when the part was larger than `fileBytes`. */
  content: Buffer | undefined;
  /** SHA-256 of the content, hex; empty when the content was not kept. */
  sha256: string;
}

export interface MultipartForm {
  /** The first text part of each name. */
  texts: Map<string, TextPart>;
  /** For each kept file field, its first part that names a file or carries bytes. */
  files: Map<string, FilePart>;
}

/** The body does not follow multipart/form-data; `message` is for logs, never for clients. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}
