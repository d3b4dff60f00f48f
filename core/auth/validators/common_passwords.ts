/**
 * Words that make a password guessable however it is decorated: a password
 * whose letters, lower-cased, are one of these ("Password1!", "Welkom2024#")
 * is refused. Includes the usual suspects in our four languages.
 */
export const COMMON_PASSWORD_WORDS = new Set([
  'password', 'passw', 'passwd', 'pass', 'wachtwoord', 'motdepasse', 'passwort', 'kennwort',
  'welcome', 'welkom', 'bienvenue', 'willkommen', 'hello', 'hallo', 'bonjour', 'salut',
  'qwerty', 'qwertz', 'azerty', 'asdf', 'asdfgh', 'zxcvbn', 'qwertyuiop', 'azertyuiop',
  'abc', 'abcd', 'abcdef', 'abcdefg', 'abcdefgh', 'letmein', 'admin', 'administrator', 'root',
  'login', 'user', 'guest', 'test', 'testing', 'secret', 'geheim', 'secrete', 'changeme',
  'iloveyou', 'ikhouvanjou', 'jetaime', 'ichliebedich', 'love', 'lovely', 'monkey', 'dragon',
  'football', 'voetbal', 'soccer', 'baseball', 'master', 'sunshine', 'princess', 'shadow',
  'superman', 'batman', 'starwars', 'pokemon', 'summer', 'winter', 'spring', 'autumn', 'zomer',
  'freedom', 'whatever', 'trustno', 'ninja', 'mustang', 'michael', 'jennifer', 'charlie',
  'thomas', 'jordan', 'hunter', 'ranger', 'buster', 'harley', 'andrew', 'daniel',
  'computer', 'internet', 'wifi', 'wireless', 'network', 'router', 'airdeck', 'company',
  'belgium', 'belgie', 'belgique', 'nederland', 'france', 'deutschland', 'brussel', 'bruxelles',
  'amsterdam', 'paris', 'berlin', 'antwerpen', 'gent', 'january', 'monday', 'friday',
])

export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '11111111', '00000000', '87654321', '12341234',
  'p@ssw0rd', 'p@ssword', 'passw0rd', 'pa$$w0rd', 'pa$$word', 'p@$$w0rd', 'adm1n', 'w3lc0me',
  'qwerty123!', 'qwerty1!', 'abc123!@#', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', '!qaz2wsx',
])
