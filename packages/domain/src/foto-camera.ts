/**
 * The candidate's photo taken with the camera (spec 002 §2.2, §5, §8, §9): the capture size, the
 * face-position indicator and the square the photo is cut to.
 */

export const CAMERA_FOTO = {
  /** The video asked of the camera. */
  largura: 640,
  altura: 480,
  /** The stored photo: a square of 512 px, JPEG at quality 0.95. */
  lado: 512,
  qualidadeJpeg: 0.95,
  /** Face centre at most 0.15 (of the frame's width and height) away from the frame's centre. */
  centroTolerancia: 0.15,
  /** Face area between 5 % and 80 % of the frame. */
  areaMinima: 0.05,
  areaMaxima: 0.8,
} as const;

export const MENSAGENS_CAMERA = {
  acessoNegado: 'Acesso à câmera negado. Permita o uso da câmera no navegador para tirar a foto.',
  semCamera: 'Nenhuma câmera encontrada.',
  erroAcesso: 'Não foi possível acessar a câmera.',
  detectorIndisponivel: 'Não foi possível carregar o detector de rosto; a foto pode ser tirada assim mesmo.',
  semRosto: 'Nenhum rosto detectado',
  centralize: 'Centralize o rosto',
  aproxime: 'Aproxime o rosto da câmera',
  afaste: 'Afaste o rosto da câmera',
  posicaoBoa: 'Rosto bem posicionado',
  confirmarSemRosto: 'Nenhum rosto foi detectado na foto. Deseja usar esta foto mesmo assim?',
} as const;

/** A face found in the frame, in the frame's pixels. */
export interface CaixaRosto {
  x: number;
  y: number;
  largura: number;
  altura: number;
}

export type CorIndicador = 'verde' | 'amarelo' | 'vermelho';

export interface Indicador {
  cor: CorIndicador;
  mensagem: string;
  /** Distance of the face's centre from the frame's centre, as fractions of width and height. */
  desvioX: number;
  desvioY: number;
  /** Face area over the frame's area. */
  area: number;
}

/**
 * Where the face is: green when centred within 0.15 and its area is 5 % to 80 % of the frame (limits
 * included); yellow when a face is seen but off-centre, too small or too large (the message says
 * which to correct first: size, then position); red when no face is seen.
 */
export function indicadorRosto(
  rosto: CaixaRosto | null,
  larguraQuadro: number,
  alturaQuadro: number,
): Indicador {
  if (!rosto || larguraQuadro <= 0 || alturaQuadro <= 0 || rosto.largura <= 0 || rosto.altura <= 0)
    return { cor: 'vermelho', mensagem: MENSAGENS_CAMERA.semRosto, desvioX: 0, desvioY: 0, area: 0 };
  const C = CAMERA_FOTO;
  const desvioX = Math.abs((rosto.x + rosto.largura / 2) / larguraQuadro - 0.5);
  const desvioY = Math.abs((rosto.y + rosto.altura / 2) / alturaQuadro - 0.5);
  const area = (rosto.largura * rosto.altura) / (larguraQuadro * alturaQuadro);
  // a tolerance for the float error of the divisions, so the limits themselves count as inside
  const eps = 1e-9;
  const base = { desvioX, desvioY, area };
  if (area < C.areaMinima - eps) return { cor: 'amarelo', mensagem: MENSAGENS_CAMERA.aproxime, ...base };
  if (area > C.areaMaxima + eps) return { cor: 'amarelo', mensagem: MENSAGENS_CAMERA.afaste, ...base };
  if (desvioX > C.centroTolerancia + eps || desvioY > C.centroTolerancia + eps)
    return { cor: 'amarelo', mensagem: MENSAGENS_CAMERA.centralize, ...base };
  return { cor: 'verde', mensagem: MENSAGENS_CAMERA.posicaoBoa, ...base };
}

/**
 * The square of the frame the photo is cut from: as large as the frame's shorter side, centred on
 * the face when one is seen (else on the frame), kept inside the frame. The square is then scaled to
 * 512 × 512.
 */
export function recorteQuadrado(
  rosto: CaixaRosto | null,
  larguraQuadro: number,
  alturaQuadro: number,
): { x: number; y: number; lado: number } {
  const lado = Math.min(larguraQuadro, alturaQuadro);
  const cx = rosto ? rosto.x + rosto.largura / 2 : larguraQuadro / 2;
  const cy = rosto ? rosto.y + rosto.altura / 2 : alturaQuadro / 2;
  const limitar = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    x: Math.round(limitar(cx - lado / 2, larguraQuadro - lado)),
    y: Math.round(limitar(cy - lado / 2, alturaQuadro - lado)),
    lado,
  };
}
