/** One field problem in a validation failure, as the specification's clients read it. */
export interface FieldError {
  msg: string;
  path: string;
}

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[] | Record<string, string>;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
