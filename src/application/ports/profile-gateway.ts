import type { ProfileUpdatePayload } from '../../domain/profile';
import type { ProfileResponse } from '../../domain/user';

export interface ProfileGateway {
  /** GET /users/profile/my-profile; NotLoggedInError without a token, UnauthorizedError on 401. */
  myProfile(): Promise<ProfileResponse>;
  /** POST /users/profile/update-my-profile; answers the updated profile on 200, throws otherwise. */
  updateMyProfile(payload: ProfileUpdatePayload): Promise<ProfileResponse>;
}
