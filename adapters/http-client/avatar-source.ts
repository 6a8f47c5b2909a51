/**
 * The address an <img> loads a profile picture from: pictures this server stored come as a path
 * (/v1/api/user/avatar/...), resolved against the API's origin; other URLs (a Google photo) stay as they are.
 * @example avatarSource("http://127.0.0.1:3000/v1/api", profile.profilePicture)
 */
export function avatarSource(baseUrl: string, profilePicture: string | null): string | null {
  return profilePicture === null ? null : new URL(profilePicture, baseUrl).toString();
}
