/** A short name of the browser and system of a session's User-Agent ('Chrome no Windows'). */
export function descreverDispositivo(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconhecido';
  const ua = userAgent;
  const navegador = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const sistema = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  return navegador ?? sistema ?? ua.slice(0, 60);
}
