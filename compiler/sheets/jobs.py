"""A print run as WeasyPrint jobs over the CPUs.

WeasyPrint lays a document out on one core. The sheets PDF is made from the
distinct card faces (``faces``): they are cut into runs of nearly equal
size, each run is laid out and painted in its own process, and the sheets
are composed from all of them. Other documents (card pages for PNGs, back
pages alone) are cut into runs of whole sheets (a front and its back stay
together) and their PDFs joined page by page with pdfium (pypdfium2), which
keeps every page's TrimBox and BleedBox. Page order is the order of the
jobs, so the joined file is the one a single run would write.

Worker processes are forked after the parent has parsed the stylesheets and
loaded the fonts (``pdf.warm``): they start with the templates, CSS, fonts
and pack already in memory, so a job costs no start-up beyond the fork.
"""
from __future__ import annotations

import io
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from . import layout as geo
from .faces import FacePlan
from .collector import few_collections
from .pdf import FaceJob, FaceResult, Job, JobResult, run_face_job, run_job
from .render import Page

MIN_SHEETS_PER_JOB = 4     # below this a second process costs more than it saves (~0.1 s per job)
MAX_WORKERS = 8
MIN_FACES_PER_JOB = 24     # a WeasyPrint document and its fonts cost about as much as this many faces


def default_workers() -> int:
    """The CPUs this process may use (its affinity), at most MAX_WORKERS."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, MAX_WORKERS))


def split(count: int, parts: int) -> list[range]:
    """`count` items in `parts` contiguous runs whose sizes differ by at most one."""
    parts = max(1, min(parts, count))
    size, extra = divmod(count, parts)
    runs, start = [], 0
    for i in range(parts):
        end = start + size + (1 if i < extra else 0)
        runs.append(range(start, end))
        start = end
    return runs


def plan(pages: list[Page], workers: int, sheet: geo.Sheet, duplex: str, offset: tuple[float, float],
         title: str, styles: list[str], templates_dir: str, write: bool = True) -> list[Job]:
    """Jobs for `pages` (in print order); each distinct page body is laid out once per job."""
    sheets: list[list[Page]] = []
    for page in pages:
        if page.side == "front" or not sheets:
            sheets.append([])
        sheets[-1].append(page)
    parts = min(workers, max(1, len(sheets) // MIN_SHEETS_PER_JOB))
    if workers > 1 and len(sheets) >= 4 * workers * MIN_SHEETS_PER_JOB:
        parts = 2 * workers     # smaller jobs even out workers slowed by other programs
    jobs = []
    for run in split(len(sheets), parts):
        bodies: list[str] = []
        index: dict[tuple, int] = {}
        order, sides, marks, measure = [], [], [], []
        for page in (p for s in run for p in sheets[s]):
            key = (page.body(), page.marks)       # equal pages print the same content (pdf.run_job)
            if key not in index:
                index[key] = len(bodies)
                bodies.append(key[0])
                if page.side == "front":
                    measure.append(index[key])
            order.append(index[key])
            sides.append(page.side)
            marks.append(page.marks)
        jobs.append(Job(bodies, order, sides, marks, measure, sheet, duplex, offset, title, styles, templates_dir,
                        write))
    return jobs


def plan_faces(plan_: FacePlan, workers: int, title: str, styles: list[str], templates_dir: str,
               write: bool = True) -> list[FaceJob]:
    """Jobs laying out the distinct faces of `plan_`: contiguous runs, one per worker."""
    parts = min(workers, max(1, len(plan_.bodies) // MIN_FACES_PER_JOB))
    jobs = []
    for run_ in split(len(plan_.bodies), parts):
        measure = [i - run_.start for i in run_ if plan_.sides[i] == "front"]
        boxes = [(plan_.geometries[plan_.geometry[i]].bleed_w, plan_.geometries[plan_.geometry[i]].bleed_h)
                 for i in run_]
        jobs.append(FaceJob([plan_.bodies[i] for i in run_], measure, boxes, title, styles, templates_dir, write))
    return jobs


def run_faces(jobs: list[FaceJob], workers: int) -> list[FaceResult]:
    """Every face job's result, in job order."""
    return parallel(run_face_job, jobs, workers)


def run(jobs: list[Job], workers: int) -> list[JobResult]:
    """Every PDF job's result, in job order; in worker processes when there are several jobs."""
    return parallel(run_job, jobs, workers)


def parallel(function, items: list, workers: int) -> list:
    """[function(item) for item in items], over up to `workers` forked processes when there are several items."""
    if len(items) <= 1 or workers <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return [function(item) for item in items]
    context = multiprocessing.get_context("fork")
    try:
        with few_collections(), ProcessPoolExecutor(max_workers=min(workers, len(items)), mp_context=context) as pool:
            return list(pool.map(function, items))
    except BrokenProcessPool:   # a worker was killed (out of memory?): do the work here instead
        return [function(item) for item in items]


def join(pdfs: list[bytes]) -> bytes:
    """One PDF of all pages in order; the first file's document information (title) is kept."""
    if len(pdfs) == 1:
        return pdfs[0]
    import pypdfium2 as pdfium

    first = pdfium.PdfDocument(pdfs[0])
    others = []
    try:
        for data in pdfs[1:]:
            other = pdfium.PdfDocument(data)
            others.append(other)
            first.import_pages(other)
        out = io.BytesIO()
        first.save(out)
        return out.getvalue()
    finally:
        for doc in others:
            doc.close()
        first.close()
