// The objection form a broker downloads from the report history (seed 000 §3.1): a real Word
// document (DOCX) that opens in any viewer, with the blanks a broker fills in. It never changes
// at run time, so it is built once and the bytes are kept in memory.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

export const OBJECTION_FORM_MIME =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const OBJECTION_FORM_FILE = '허위매물_이의신청서.docx';
/** ASCII fallback for clients that ignore the RFC 5987 `filename*`. */
export const OBJECTION_FORM_FILE_ASCII = 'objection-form.docx';

export const OBJECTION_FORM_TEXT = {
  title: '허위매물 자율처리 결과 이의신청서',
  intro: '아래 신고 건의 자율처리 결과에 이의가 있어 증빙 자료와 함께 이의신청합니다.',
  sections: [
    {
      heading: '1. 신고 및 대상 매물',
      fields: [
        '신고 번호',
        '매물번호',
        '신고 출처 (다방 / 네이버부동산)',
        '매물 주소',
        '자율처리 일자',
      ],
    },
    {
      heading: '2. 신청인',
      fields: ['중개사무소명', '성명', '사업자등록번호', '연락처'],
    },
  ],
  reasonHeading: '3. 이의신청 사유',
  reasonHint: '매물이 실제로 거래 가능했던 사실 등 이의 사유를 구체적으로 적어주세요.',
  evidenceHeading: '4. 증빙 자료 목록',
  evidenceHint: '예: 계약서 사본, 현장 사진, 임대인 확인서',
  notes: [
    '※ 이의신청은 자율처리일로부터 2주 이내에 할 수 있습니다.',
    '※ 작성한 신청서와 증빙 자료는 고객센터 이메일로 보내주세요.',
  ],
  date: '신청일:          년       월       일',
  signature: '신청인:                              (서명 또는 인)',
} as const;

const FONT = 'Malgun Gothic';
const text = (t: string, bold = false) => new TextRun({ text: t, bold, font: FONT, size: 22 });
const line = { style: BorderStyle.SINGLE, size: 4, color: '999999' } as const;
const borders = { top: line, bottom: line, left: line, right: line };

/** A two-column table: label on the left, an empty cell to fill in on the right. */
function fieldTable(labels: readonly string[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: labels.map(
      (label) =>
        new TableRow({
          children: [
            new TableCell({
              borders,
              width: { size: 30, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [text(label, true)] })],
            }),
            new TableCell({
              borders,
              width: { size: 70, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [text('')] })],
            }),
          ],
        }),
    ),
  });
}

/** A bordered box of empty lines to write in. */
function writingBox(hint: string, lines: number): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders,
            children: [
              new Paragraph({
                children: [new TextRun({ text: hint, font: FONT, size: 18, color: '777777' })],
              }),
              ...Array.from({ length: lines }, () => new Paragraph({ children: [text('')] })),
            ],
          }),
        ],
      }),
    ],
  });
}

const heading = (t: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 300, after: 120 },
    children: [text(t, true)],
  });

function buildDocument(): Document {
  const T = OBJECTION_FORM_TEXT;
  return new Document({
    title: T.title,
    creator: T.title,
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: T.title, bold: true, font: FONT, size: 32 })],
          }),
          new Paragraph({ children: [text(T.intro)] }),
          ...T.sections.flatMap((s) => [heading(s.heading), fieldTable(s.fields)]),
          heading(T.reasonHeading),
          writingBox(T.reasonHint, 6),
          heading(T.evidenceHeading),
          writingBox(T.evidenceHint, 4),
          ...T.notes.map((n) => new Paragraph({ spacing: { before: 120 }, children: [text(n)] })),
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 480 },
            children: [text(T.date)],
          }),
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 240 },
            children: [text(T.signature)],
          }),
        ],
      },
    ],
  });
}

let cached: Promise<Buffer> | undefined;

/** The DOCX bytes, generated on first use and then served from memory. */
export function objectionFormBytes(): Promise<Buffer> {
  cached ??= Packer.toBuffer(buildDocument()).catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

/** Content-Disposition with an ASCII fallback and the Korean name per RFC 5987/6266. */
export const objectionFormDisposition = (): string =>
  `attachment; filename="${OBJECTION_FORM_FILE_ASCII}"; filename*=UTF-8''${encodeURIComponent(OBJECTION_FORM_FILE)}`;
