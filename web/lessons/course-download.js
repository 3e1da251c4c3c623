// "Download for a course (SCORM)" on the lesson card and in the lesson writer: the package of a lesson made in
// the browser from this hosted page's own files (./scorm-package.js, which scripts/scorm runs in Node on the
// same files), saved as a .zip. The files are those scripts/dist listed; a page served from its sources has
// no such list, and says where a package comes from instead.
import { scormPackage, packageName, DIST_FILES } from './scorm-package.js';
import { t, tPlain } from '../i18n/i18n.js';

// The page's folder: this module is in web/lessons/ (sources) or web/bundle/ (scripts/dist), two levels down.
const PAGE_ROOT = new URL('../../', import.meta.url);
// Only the built page lists its files (a page from its sources would ask for the list in vain, a 404 in its console).
const BUILT = new URL('.', import.meta.url).pathname.endsWith('/web/bundle/');

async function fetchBytes(file) {
  const response = await fetch(new URL(file, PAGE_ROOT));
  if (!response.ok) throw new Error(tPlain('course.refusal.didNotLoad', { name: file, status: response.status }));
  return new Uint8Array(await response.arrayBuffer());
}

// Makes and saves the package of `lesson` ({data, id}); resolves to what to tell the teacher.
export async function downloadCourse(lesson) {
  const listing = BUILT ? await fetch(new URL(DIST_FILES, PAGE_ROOT)) : null;
  if (!listing?.ok) {
    return t('course.fromSources', { dist: 'scripts/dist', scorm: 'scripts/scorm' }); // commands: the same in every language
  }
  const { files } = await listing.json();
  const made = await scormPackage(lesson, { files, read: fetchBytes });
  if (made.error) return t('course.failed', { reason: made.error });
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(new Blob([made.bytes], { type: 'application/zip' }));
  anchor.download = packageName(lesson);
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(anchor.href), 1000);
  return t('course.saved', { file: anchor.download, size: (made.bytes.length / 2 ** 20).toFixed(1) });
}
