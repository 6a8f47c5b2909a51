/**
 * A small built-in list of the most used passwords (from public breach top lists), stored as
 * their "core": lower-case and without the trailing digits and symbols the scorer strips (letterless ones keep their digits), so
 * "Password1!" and "password" both match "password". All-digit entries are kept whole.
 * Entries never end in a digit or symbol unless they are all digits (the scorer relies on it).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "123123", "111111", "000000",
  "654321", "666666", "121212", "112233", "159753", "987654321", "147258369", "11111111",
  "password", "passw0rd", "p@ssword", "p@ssw0rd", "pass", "qwerty", "qwertyuiop", "asdfgh",
  "asdfghjkl", "zxcvbnm", "1q2w3e4r", "1qaz2wsx", "qazwsx", "abc", "abcd", "abcdef", "iloveyou",
  "admin", "welcome", "letmein", "monkey", "dragon", "football", "baseball", "sunshine",
  "princess", "master", "shadow", "superman", "trustno", "whatever", "freedom", "starwars",
  "hello", "login", "secret", "changeme", "default", "azerty", "michael", "jennifer", "charlie",
  "bitcoin", "ethereum", "crypto", "blockchain", "wallet", "metamask", "satoshi", "kulswap",
  "kul", "thailand", "bangkok", "kaokonlakao",
]);
