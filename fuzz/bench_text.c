// SPDX-License-Identifier: GPL-2.0
/*
 * bench_text - how fast ftrace_parse_line() and the reader go.
 *
 *   bench_text FILE...          parse the files' lines from memory, again and
 *                               again for about 2 s: the parser alone
 *   bench_text -r FILE          read FILE once through the reader and parse
 *                               every line: what import sees, with its peak RSS
 *
 * Built and run by fuzz/bench.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "ftrace_text.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

struct span {
	const char *s;
	size_t n;
};

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc((size_t)n + 1);
		if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		}
		*len = (size_t)n;
	}
	fclose(f);
	return buf;
}

static int bench_memory(int argc, char **argv)
{
	static struct ftrace_line out;
	struct span *lines = NULL;
	size_t nlines = 0, cap = 0, i, bytes = 0;
	unsigned long long done = 0, kinds[4] = {0}, fields = 0;
	double t0, t;
	int a;

	for (a = 1; a < argc; a++) {
		size_t len = 0;
		char *buf = slurp(argv[a], &len), *p, *e;

		if (!buf) {
			fprintf(stderr, "bench_text: %s: cannot read\n", argv[a]);
			return 1;
		}
		for (p = buf, e = buf + len; p < e;) {
			char *nl = memchr(p, '\n', (size_t)(e - p));
			size_t n = nl ? (size_t)(nl - p) : (size_t)(e - p);

			if (nlines == cap) {
				cap = cap ? cap * 2 : 4096;
				lines = realloc(lines, cap * sizeof(*lines));
				if (!lines)
					return 1;
			}
			lines[nlines].s = p;
			lines[nlines++].n = n;
			bytes += n + 1;
			p += n + 1;
		}
	}
	if (!nlines)
		return 1;
	t0 = now();
	do {
		for (i = 0; i < nlines; i++) {
			enum ftrace_line_kind k = ftrace_parse_line(lines[i].s, lines[i].n, &out);

			kinds[k]++;
			if (k == FTL_EVENT && out.ev.nfields > 0)
				fields += (unsigned long long)out.ev.nfields;
		}
		done += nlines;
		t = now() - t0;
	} while (t < 2.0);
	printf("parser: %llu lines in %.3f s: %.0f lines/s, %.1f MB/s (%zu distinct lines, "
	       "%.0f bytes/line; events %llu, comments %llu, bad %llu, lost %llu; fields %llu)\n",
	       done, t, done / t, (double)bytes * ((double)done / nlines) / t / 1e6, nlines,
	       (double)bytes / nlines, kinds[FTL_EVENT], kinds[FTL_COMMENT], kinds[FTL_BAD],
	       kinds[FTL_LOST], fields);
	free(lines);
	return 0;
}

static int bench_reader(const char *path)
{
	static struct ftrace_line out;
	char head[4096];
	FILE *f = fopen(path, "rb");
	struct ftrace_text_reader *r;
	enum ftrace_format fmt;
	unsigned long long n = 0, bytes = 0, kinds[4] = {0};
	struct rusage ru;
	const char *line;
	size_t len, hl;
	unsigned long no;
	double t0, t;
	int rc;

	if (!f) {
		fprintf(stderr, "bench_text: %s: cannot open\n", path);
		return 1;
	}
	/* a pipe cannot be rewound: the reader is given the head back */
	hl = fread(head, 1, sizeof(head), f);
	fmt = ftrace_detect(head, hl);
	r = ftrace_text_reader_open_head(f, fmt, head, hl);
	if (!r) {
		fprintf(stderr, "bench_text: %s: not text (format %d)\n", path, fmt);
		fclose(f);
		return 1;
	}
	t0 = now();
	while ((rc = ftrace_text_reader_next(r, &line, &len, &no)) == 1) {
		kinds[ftrace_parse_line(line, len, &out)]++;
		bytes += len + 1;
		n++;
	}
	t = now() - t0;
	ftrace_text_reader_close(r);
	fclose(f);
	getrusage(RUSAGE_SELF, &ru);
	printf("reader+parser: %llu lines (%.1f MB) in %.3f s: %.0f lines/s, %.1f MB/s; "
	       "events %llu, bad %llu; peak RSS %ld KiB%s\n",
	       n, bytes / 1e6, t, n / t, bytes / t / 1e6, kinds[FTL_EVENT], kinds[FTL_BAD],
	       ru.ru_maxrss, rc < 0 ? " (read error)" : "");
	return rc < 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "-r"))
		return bench_reader(argv[2]);
	if (argc < 2) {
		fprintf(stderr, "usage: bench_text FILE... | bench_text -r FILE\n");
		return 2;
	}
	return bench_memory(argc, argv);
}
