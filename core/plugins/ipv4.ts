/** A dotted IPv4 address as a number (null when it is not one); shared by core and the vendor plugins. */
export function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.')
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255))
    return null
  return parts.reduce((value, part) => value * 256 + Number(part), 0)
}
