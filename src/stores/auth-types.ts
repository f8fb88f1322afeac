/** The shapes the auth store holds and sends: the signed-in user and the auth forms' fields. */
import type { paths } from '@/lib/api/schema';

/** The signed-in user as GET /user answers it (spec section 3); `email_verified_at` is empty until verified. */
export type AuthUser = paths['/api/v1/user']['get']['responses'][200]['content']['application/json'];

export interface LoginFields {
  email: string;
  password: string;
  remember?: boolean;
}

export interface RegisterFields {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ResetPasswordFields {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
