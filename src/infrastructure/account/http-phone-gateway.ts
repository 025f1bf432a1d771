import { FieldRefused } from '../../application/account/account-errors';
import { DeliveryFailed, type CodeSent, type PhoneChannel, type PhoneGateway, type PhoneSignUpRequest, type TypedPhone } from '../../application/account/phone-gateway';
import { RefusedError, ServerError, ValidationError } from '../../application/shared/errors';
import type { SignedIn } from '../../domain/account/session';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { SessionResponse, userOf } from './account-contract';
import { accountError } from './account-api-errors';
import { PhoneCodeSentResponse, PhoneErrorCode, SignInPhoneResponse } from './phone-contract';

const signedIn = (body: unknown): SignedIn => {
  const session = parse(SessionResponse, body);
  return { accessToken: session.accessToken, user: userOf(session.user) };
};

const codeSent = (body: unknown): CodeSent => {
  const sent = parse(PhoneCodeSentResponse, body);
  return { phone: sent.phone, channel: sent.channel, resendAfterSeconds: sent.resendAfterSeconds, expiresInMinutes: sent.expiresInMinutes };
};

const wirePhone = (phone: TypedPhone) => ({ phone: phone.phone, callingCode: phone.callingCode });

/** The phone calls' own refusals: a provider's failure (502), a phone another account has (409), no phone of its country (400). */
async function phoneCall<T>(channel: PhoneChannel | null, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (channel !== null && error instanceof ServerError && error.status === 502) throw new DeliveryFailed(channel);
    if (error instanceof RefusedError && error.code === PhoneErrorCode.PhoneTaken) throw new FieldRefused('phone', 'phoneTaken', error.message);
    if (error instanceof ValidationError && error.code === PhoneErrorCode.PhoneInvalid) throw new FieldRefused('phone', 'phoneOfCountry', error.message);
    throw accountError(error);
  }
}

/** Phone sign-in over the reference API (docs/api.md, Phone sign-in). */
export class HttpPhoneGateway implements PhoneGateway {
  constructor(private readonly http: HttpClient) {}

  sendCode(phone: TypedPhone, channel: PhoneChannel, purpose: 'sign-in' | 'sign-up', language: 'en' | 'ar'): Promise<CodeSent> {
    return phoneCall(channel, async () => codeSent(await this.http.post<unknown>('/auth/phone/code', { ...wirePhone(phone), channel, purpose, language })));
  }

  signIn(phone: TypedPhone, code: string): Promise<SignedIn> {
    return phoneCall(null, async () => signedIn(await this.http.post<unknown>('/auth/phone/sign-in', { ...wirePhone(phone), code })));
  }

  signUp(request: PhoneSignUpRequest): Promise<SignedIn> {
    const body = {
      ...wirePhone(request),
      code: request.code,
      firstName: request.firstName,
      lastName: request.lastName,
      store: request.countryId,
      email: request.email.trim(),
    };
    return phoneCall(null, async () => signedIn(await this.http.post<unknown>('/auth/phone/sign-up', body)));
  }

  signInPhone(): Promise<string | null> {
    return phoneCall(null, async () => parse(SignInPhoneResponse, await this.http.get<unknown>('/auth/phone', { auth: true })).phone);
  }

  sendAddPhoneCode(phone: TypedPhone, channel: PhoneChannel, language: 'en' | 'ar'): Promise<CodeSent> {
    return phoneCall(channel, async () => codeSent(await this.http.post<unknown>('/auth/phone/add/code', { ...wirePhone(phone), channel, language }, { auth: true })));
  }

  addPhone(phone: TypedPhone, code: string): Promise<string> {
    return phoneCall(null, async () => {
      const answer = parse(SignInPhoneResponse, await this.http.post<unknown>('/auth/phone/add', { ...wirePhone(phone), code }, { auth: true }));
      return answer.phone ?? '';
    });
  }
}
