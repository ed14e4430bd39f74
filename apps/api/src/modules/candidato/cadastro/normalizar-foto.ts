import sharp from 'sharp';

/** The longest side of a stored photo, in pixels: larger pictures are scaled down, smaller kept. */
export const FOTO_LADO_MAX = 1024;
/**
 * The most pixels (width × height, as the file's header declares them) a photo may have to be
 * decoded: 50 megapixels, above a phone camera's usual JPEG (12 to 48 megapixels). A few kilobytes
 * of PNG can declare far more (a decompression bomb); such a file is refused before its pixels are
 * read.
 */
export const FOTO_PIXELS_MAX = 50_000_000;
export const FOTO_QUALIDADE_JPEG = 85;

// Uploaded pictures are decoded once: nothing to gain from libvips' operation cache, which would
// keep recent candidates' pixels in memory.
sharp.cache(false);

export type FotoNormalizada =
  | { ok: true; dados: Buffer; tipo: 'png' | 'jpg' }
  | { ok: false; motivo: 'invalida' | 'pixels' };

/**
 * A candidate's photo decoded and encoded again, so that only its pixels are kept: turned upright by
 * its EXIF orientation first, scaled to at most FOTO_LADO_MAX on its longest side (never enlarged),
 * written without any metadata (EXIF with GPS position and camera, XMP, IPTC, ICC profile; colours
 * converted to sRGB). A JPEG stays a JPEG (quality FOTO_QUALIDADE_JPEG) and a PNG a PNG (its
 * transparency kept). 'invalida' when the bytes are not a PNG or JPEG image that decodes whole;
 * 'pixels' when the image declares more than FOTO_PIXELS_MAX pixels.
 */
export async function normalizarFoto(bytes: Uint8Array): Promise<FotoNormalizada> {
  const entrada = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let formato: string | undefined;
  let pixels: number;
  try {
    // the header only: format and declared size, before any pixel is decoded
    const m = await sharp(entrada, { limitInputPixels: false }).metadata();
    formato = m.format;
    pixels = (m.width ?? 0) * (m.height ?? 0);
  } catch {
    return { ok: false, motivo: 'invalida' };
  }
  if (formato !== 'jpeg' && formato !== 'png') return { ok: false, motivo: 'invalida' };
  if (pixels > FOTO_PIXELS_MAX) return { ok: false, motivo: 'pixels' };
  if (pixels === 0) return { ok: false, motivo: 'invalida' };
  try {
    const imagem = sharp(entrada, {
      limitInputPixels: FOTO_PIXELS_MAX,
      failOn: 'warning',
      autoOrient: true,
    }).resize({
      width: FOTO_LADO_MAX,
      height: FOTO_LADO_MAX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const dados =
      formato === 'png'
        ? await imagem.png().toBuffer()
        : await imagem.jpeg({ quality: FOTO_QUALIDADE_JPEG }).toBuffer();
    return { ok: true, dados, tipo: formato === 'png' ? 'png' : 'jpg' };
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) return { ok: false, motivo: 'pixels' };
    return { ok: false, motivo: 'invalida' };
  }
}
