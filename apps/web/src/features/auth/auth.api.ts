import type {
  Envelope,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@maplebridge/contracts';
import { apiRequest } from '#shared/api/api-client.ts';

/** The account calls of spec section 7, plus the e-mail verification ones the spec leaves out. */
export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', body }),
  currentUser: (token?: string) => apiRequest<Envelope<User>>('/users/jwt', token ? { token } : {}),
  register: (body: RegisterRequest) =>
    apiRequest<Envelope<{ id: string }>>('/auth/register', { method: 'POST', body }),
  forgotPassword: (body: ForgotPasswordRequest) =>
    apiRequest<Envelope<null>>('/auth/forgot-password', { method: 'POST', body }),
  /** Answers the reset proof that resetPassword needs. */
  verifyOtp: (body: VerifyOtpRequest) =>
    apiRequest<VerifyOtpResponse>('/auth/verify-otp', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<Envelope<null>>('/auth/reset-password', { method: 'POST', body }),
  sendVerificationCode: () => apiRequest<Envelope<null>>('/auth/send-verification-code', { method: 'POST' }),
  logout: () => apiRequest<Envelope<null>>('/auth/logout', { method: 'POST' }),
  verifyEmail: (otp: string) =>
    apiRequest<Envelope<User>>('/auth/verify-email', { method: 'POST', body: { otp } }),
};
