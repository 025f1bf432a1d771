import type { ProfileUpdate } from '../../domain/account/profile';
import type { User } from '../../domain/account/user';

export interface ProfileGateway {
  /** GET /users/profile/my-profile; NotLoggedInError without a token, UnauthorizedError on 401. */
  myProfile(): Promise<User>;
  /**
   * POST /users/profile/update-my-profile: the country and phone (an empty phone clears it); answers
   * the user as they now are, throws otherwise (FieldRefused names 'country' or 'phone').
   */
  updateMyProfile(update: ProfileUpdate): Promise<User>;
}
