// A course package's page (./scorm-package.js makes it): opens the package's lesson from its course.json and,
// inside an LMS, keeps the LMS told through the SCORM run-time of its version (./scorm-runtime.js): the learner resumes at
// the scene and with the answers of their last visit. Outside an LMS (no API found) the lesson plays as the
// page plays it. Loaded only by such a page (web/app/main.js).
import { COURSE_FORMAT } from './scorm-package.js';
import { findApi, ScormSession } from './scorm-runtime.js';
import { t, tPlain } from '../i18n/i18n.js';

async function fetchJson(name) {
  const response = await fetch(new URL(name, document.baseURI));
  if (!response.ok) throw new Error(tPlain('course.refusal.didNotLoad', { name, status: response.status }));
  return response.json();
}

// configName: course.json, as the page's <meta> names it; player(): resolves to the page's LessonPlayer.
// Resolves to {} or {error} (the lesson could not open: the page says so).
export async function startCourse(configName, player) {
  let course;
  let data;
  try {
    course = await fetchJson(configName);
    if (course?.format !== COURSE_FORMAT || typeof course.lesson !== 'string') throw new Error(tPlain('course.refusal.notCourse', { name: configName, format: COURSE_FORMAT }));
    data = await fetchJson(course.lesson);
  } catch (failure) {
    return { error: t('course.loadFailed', { reason: failure.message }) };
  }
  const lessons = await player();
  const version = course.scorm === '2004' ? '2004' : '1.2';
  const api = findApi(version);
  const session = api ? new ScormSession(api, { version, mastery: course.mastery ?? 0 }) : null;
  const begun = session?.start() ?? { scene: null, saved: null };
  // For whoever set the course up, in the console only (the learner's lesson goes on): English, as the LMS's own
  // error strings it quotes are.
  if (begun.error) console.info(`Frontier course: ${begun.error}; the lesson plays without it`);
  if (session?.open) {
    lessons.on('scene', ({ scene }) => {
      session.keep(scene - 1, lessons.progress);
      session.commit();
    });
    lessons.on('answer', () => session.answered(lessons.progress));
    lessons.on('done', () => session.finish(lessons.progress));
    addEventListener('pagehide', () => session.end());
  }
  const opened = await lessons.open(data, begun.scene ?? 0, { id: course.id ?? null, saved: begun.saved });
  if (opened.notRestored) lessons.parts.note.textContent = t('course.notRestored', { reason: opened.notRestored });
  return opened.error ? { error: t('course.openFailed', { error: opened.error }) } : {};
}
