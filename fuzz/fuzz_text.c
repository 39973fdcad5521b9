// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_text - libFuzzer target for the ftrace text parser.
 *
 * The input goes through ftrace_detect(), through ftrace_parse_line() as one
 * line, and line by line through the reader, as plain text and as systrace
 * HTML; the reader is also run with the input's first bytes handed back
 * through ftrace_text_reader_open_head() and must give the same lines.
 * Every line is parsed from an exact-size copy, so reading past it is an
 * ASan report, and everything the parser returns is checked: pointers inside
 * the line (or a static key), counts in range.  A
 * broken check aborts, which libFuzzer reports as a crash.
 *
 * Built and run by fuzz/run.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ftrace_text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct ftrace_line out;

#define CHECK(cond)                                                                                \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			fprintf(stderr, "fuzz_text: check failed: %s (line %d)\n", #cond,          \
				__LINE__);                                                         \
			abort();                                                                   \
		}                                                                                  \
	} while (0)

static int inside(const char *p, int n, const char *s, size_t len)
{
	return n >= 0 && p >= s && p + n <= s + len;
}

static void check_line(const char *src, size_t len)
{
	char *line = malloc(len ? len : 1);
	enum ftrace_line_kind k;
	int i;

	if (!line)
		return;
	memcpy(line, src, len);
	k = ftrace_parse_line(line, len, &out);
	CHECK(k == FTL_EVENT || k == FTL_COMMENT || k == FTL_BAD || k == FTL_LOST);
	if (k == FTL_LOST)
		CHECK(out.lost_cpu >= 0 && out.lost_count >= -1);
	if (k != FTL_EVENT)
		goto out_free;
	CHECK(out.ev.cpu >= 0 && out.ev.pid >= 0 && out.tgid >= -1);
	CHECK(!out.ev.comm || inside(out.ev.comm, out.ev.comm_len, line, len));
	CHECK(out.ev.name_len > 0 && inside(out.ev.name, out.ev.name_len, line, len));
	CHECK(inside(out.ev.payload, out.ev.payload_len, line, len));
	CHECK(strlen(out.flags) <= 5);
	CHECK(out.ev.nfields >= -1 && out.ev.nfields <= FTRACE_MAX_FIELDS);
	CHECK(out.ev.nfields <= 0 || out.ev.fields == out.fields);
	for (i = 0; i < out.ev.nfields; i++) {
		const struct text_field *f = &out.fields[i];

		CHECK(f->key_len > 0);
		CHECK(inside(f->key, f->key_len, line, len) ||
		      strlen(f->key) == (size_t)f->key_len);
		CHECK(inside(f->val, f->val_len, line, len));
	}
out_free:
	free(line);
}

/* run_reader - every line of @data as @fmt; a hash of the lines and their numbers */
static uint64_t run_reader(const uint8_t *data, size_t size, enum ftrace_format fmt,
			   size_t head_len)
{
	uint64_t h = 1469598103934665603ULL;
	struct ftrace_text_reader *r;
	unsigned long no, last = 0;
	char head[64];
	const char *line;
	size_t len, i;
	FILE *f;
	int rc, saw_eof_cut = 0;

	f = fmemopen((void *)data, size, "r");
	if (!f)
		return 0;
	if (head_len) {
		head_len = fread(head, 1, head_len < sizeof(head) ? head_len : sizeof(head), f);
		r = ftrace_text_reader_open_head(f, fmt, head, head_len);
	} else {
		r = ftrace_text_reader_open(f, fmt);
	}
	CHECK(r);
	while ((rc = ftrace_text_reader_next(r, &line, &len, &no)) == 1) {
		enum ftrace_line_cut cut = ftrace_text_reader_cut(r);

		/* a plain text line has a number of its own; the lines of a
		 * legacy systrace string share the number of the file's line
		 * they start on (the string may hold many on one), so in
		 * systrace the numbers only never go back */
		CHECK(len <= 1024 * 1024 && len <= size);
		CHECK(fmt == FMT_FTRACE_TEXT ? no > last : no >= last && no > 0);
		/* only a line of the most the reader holds is cut for length, and
		 * only the last line can be cut by the end of the input */
		CHECK(cut != FTR_CUT_LONG || len == 1024 * 1024);
		CHECK(!saw_eof_cut);
		saw_eof_cut = cut == FTR_CUT_EOF;
		last = no;
		check_line(line, len);
		for (i = 0; i < len; i++)
			h = (h ^ (unsigned char)line[i]) * 1099511628211ULL;
		h = (h ^ no) * 1099511628211ULL;
		h = (h ^ (uint64_t)cut) * 1099511628211ULL;
	}
	CHECK(rc == 0);
	CHECK(ftrace_text_reader_next(r, &line, &len, &no) == 0);
	if (fmt == FMT_FTRACE_TEXT)
		CHECK(ftrace_text_reader_saw_data(r));
	ftrace_text_reader_close(r);
	fclose(f);
	return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum ftrace_format fmts[] = {FMT_FTRACE_TEXT, FMT_SYSTRACE};
	enum ftrace_format fmt;
	size_t i, split;

	fmt = ftrace_detect((const char *)data, size);
	CHECK(fmt >= FMT_UNKNOWN && fmt <= FMT_FTRACE_TEXT);
	check_line((const char *)data, size);
	if (!size)
		return 0;
	split = data[0] % 64 + 1;
	for (i = 0; i < 2; i++) {
		uint64_t whole = run_reader(data, size, fmts[i], 0);

		CHECK(whole == run_reader(data, size, fmts[i], split));
	}
	return 0;
}
