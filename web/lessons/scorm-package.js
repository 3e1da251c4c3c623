// A lesson as a SCORM package, 1.2 or 2004 4th edition (docs/LESSONS.md, "In a course"): the one module that makes it, for the
// page's "Download for a course (SCORM)" (./course-download.js fetches the files of the hosted page) and for
// scripts/scorm (which reads them from a scripts/dist folder). Pure: the files come from a reader it is given.
//
// The package is the built page (scripts/dist's index.html, bundle, styles and wasm) with the lesson beside it
// (lesson.json), what the page needs to play it as a course (course.json, named by a <meta> in its
// index.html: ./course.js), the road networks its scenes load, and imsmanifest.xml at the root listing every
// file. Every URL inside is relative, so it plays from whatever path the LMS serves it under.
import { checkLesson, wordsIn } from './lesson-format.js';
import { decodeFragment, COURSE_META } from '../share/share-codec.js';
import { zipFiles } from './zip-writer.js';
import { formatList, tPlain } from '../i18n/i18n.js';

export const COURSE_FORMAT = 'frontier-course/1';
export const COURSE_FILE = 'course.json';
export const LESSON_FILE = 'lesson.json';
// The score (percent) a learner passes with, when the teacher names none: the manifest's adlcp:masteryscore.
export const DEFAULT_MASTERY = 80;
// What scripts/dist writes beside the page: the list of its files, which the page reads to fetch them.
export const DIST_FILES = 'web/bundle/files.json';

// The files of the built page a package takes: the page, its scripts (not their source maps), styles and
// the wasm module. Maps, examples, the shipped lessons and the guide are the full page's, not a lesson's.
const PAGE_FILE = /^(index\.html|web\/(style|learn)\.css|web\/bundle\/[^/]+\.js|web\/wasm\/[^/]+\.wasm)$/;

const escapeXml = (text) => String(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

// The dist files a lesson needs beside the page: the road networks (cities) its scenes load, with their
// licence notice.
async function lessonFiles(lesson) {
  const files = new Set();
  for (const scene of lesson.scenes) {
    const { puzzle } = await decodeFragment(scene.fragment);
    const preset = puzzle?.roads?.source?.preset;
    if (preset) files.add(`data/roads/${preset}.roads`).add('data/roads/README.md');
  }
  return [...files];
}

// What each SCORM version's manifest says differently: its namespaces and schema version, how the item names
// the score that passes (1.2: adlcp:masteryscore, a percentage; 2004: the primary objective satisfied by a
// measure of at least minNormalizedMeasure, 0 to 1), and how the resource says it is a SCO.
export const SCORM_VERSIONS = Object.freeze(['1.2', '2004']);
const MANIFEST_WORDS = {
  '1.2': {
    namespaces: `xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"`,
    schemaVersion: '1.2',
    mastery: (percent) => `\n        <adlcp:masteryscore>${percent}</adlcp:masteryscore>`,
    sco: 'adlcp:scormtype="sco"',
  },
  '2004': {
    namespaces: `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd"`,
    schemaVersion: '2004 4th Edition',
    mastery: (percent) => `
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="lesson-score" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${percent / 100}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`,
    sco: 'adlcp:scormType="sco"',
  },
};

// imsmanifest.xml of `version`: one organization with one item, its SCO the page, and every file of the package.
export function scormManifest({ version = '1.2', identifier, title, mastery, files }) {
  const words = MANIFEST_WORDS[version];
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(identifier)}" version="1.0"
  ${words.namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${words.schemaVersion}</schemaversion>
  </metadata>
  <organizations default="frontier">
    <organization identifier="frontier">
      <title>${escapeXml(title)}</title>
      <item identifier="lesson" identifierref="page" isvisible="true">
        <title>${escapeXml(title)}</title>${mastery === null ? '' : words.mastery(mastery)}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="page" type="webcontent" ${words.sco} href="index.html">
${files.map((file) => `      <file href="${escapeXml(file)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

// The page's index.html made a course's: the <meta> naming course.json.
function coursePage(html) {
  const marked = html.replace('</head>', `  <meta name="${COURSE_META}" content="${COURSE_FILE}">\n</head>`);
  if (marked === html) throw new Error(tPlain('course.refusal.noHead'));
  return marked;
}

// Makes the package of a lesson. lesson: {data (the lesson's JSON, parsed), id (a shipped lesson's id, or
// null)}; mastery: the passing score in percent (1 to 100); version: '1.2' or '2004'; page: {files (the dist folder's file list, as
// DIST_FILES holds it), read(path) (resolves to its bytes, a Uint8Array)}. Resolves to {bytes, files (the
// package's paths)} or {error} (the lesson check's message for a malformed lesson).
export async function scormPackage({ data, id = null }, page, { mastery = DEFAULT_MASTERY, version = '1.2' } = {}) {
  const { lesson, error } = await checkLesson(data);
  if (error) return { error };
  if (!SCORM_VERSIONS.includes(version)) return { error: tPlain('course.refusal.version', { versions: formatList(SCORM_VERSIONS, 'disjunction'), version: String(version).slice(0, 20) }) };
  if (!Number.isInteger(mastery) || mastery < 1 || mastery > 100) return { error: tPlain('course.refusal.mastery', { value: String(mastery) }) };
  const pageFiles = page.files.filter((file) => PAGE_FILE.test(file));
  if (!pageFiles.includes('index.html') || !pageFiles.some((file) => file.endsWith('.wasm'))) {
    return { error: tPlain('course.refusal.noPage') };
  }
  const needed = await lessonFiles(lesson);
  const missing = needed.find((file) => !page.files.includes(file));
  if (missing) return { error: tPlain('course.refusal.missing', { file: missing }) };
  const hasPuzzles = lesson.scenes.some((scene) => scene.puzzle);
  const encoder = new TextEncoder();
  const course = { format: COURSE_FORMAT, scorm: version, lesson: LESSON_FILE, id, title: lesson.title, mastery: hasPuzzles ? mastery : null };
  const files = new Map();
  for (const file of [...pageFiles, ...needed].sort()) files.set(file, await page.read(file));
  files.set('index.html', encoder.encode(coursePage(new TextDecoder().decode(files.get('index.html')))));
  files.set(COURSE_FILE, encoder.encode(`${JSON.stringify(course, null, 2)}\n`));
  files.set(LESSON_FILE, encoder.encode(`${JSON.stringify(data, null, 2)}\n`));
  const paths = [...files.keys()].sort();
  const manifest = scormManifest({ version, identifier: `frontier-${slugOf({ data, id })}`, title: lesson.title, mastery: course.mastery, files: paths });
  const entries = [{ path: 'imsmanifest.xml', bytes: encoder.encode(manifest) }, ...paths.map((path) => ({ path, bytes: files.get(path) }))];
  return { bytes: zipFiles(entries), files: entries.map((entry) => entry.path) };
}

// A lesson's name in the manifest's identifier and the file name: its id, or its title in lowercase and dashes.
const slugOf = ({ data, id }) => (id ?? String(wordsIn(data?.title, 'en'))).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lesson';

// The file name a package is saved as.
export const packageName = (lesson, version = '1.2') => `${slugOf(lesson)}-scorm${version === '1.2' ? '' : version}.zip`;
