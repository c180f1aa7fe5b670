/**
 * The passwords people pick first (the top of the public breach lists, plus local favourites).
 * Entries shorter than the minimum length are left out: the length rule refuses them already.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '12345678910', '987654321',
  '654321', '123123', '123321', '112233', '121212', '159753', '147258', '147258369', '123654',
  '111111', '000000', '222222', '555555', '666666', '777777', '7777777', '888888', '999999',
  '11111111', '00000000', '88888888', '12341234', '123qwe', '123abc', '123456a', 'a123456',
  'aa123456', '123456789a', 'abc123', 'abcdef', 'abcdefg', 'abcd1234', 'abc12345', 'qwerty',
  'qwerty1', 'qwerty123', 'qwertyuiop', 'qwe123', 'qazwsx', '1qaz2wsx', '1q2w3e', '1q2w3e4r',
  '1q2w3e4r5t', 'zxcvbnm', 'asdfgh', 'asdfghjkl', 'azerty', 'password', 'password1', 'password123',
  'passw0rd', 'p@ssw0rd', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon',
  'master', 'shadow', 'sunshine', 'princess', 'football', 'baseball', 'soccer', 'superman',
  'batman', 'starwars', 'pokemon', 'naruto', 'mustang', 'michael', 'charlie', 'jordan23',
  'trustno1', 'freedom', 'whatever', 'computer', 'internet', 'secret', 'changeme', 'default',
  'admin1', 'admin123', 'administrador', 'usuario', 'usuario1', 'usuario123', 'contrasena',
  'contraseña', 'contrasena1', 'clave123', 'teamo123', 'tequiero', 'hola123', 'holahola',
  'mariposa', 'estrella', 'corazon', 'colocolo', 'america', 'chile123', 'lavado', 'lavado123',
]);

/** Compared without case: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
