// SPDX-License-Identifier: GPL-2.0
/*
 * test_doc - the report's text and markdown stay within 80 columns: a table
 * that fits is a table, one that does not is shown as a list of its rows,
 * every cell kept; paragraphs wrap.
 */
#include "doc.h"
#include "test.h"

/* render - @d as @fmt into a malloc'ed string */
static char *render(struct doc *d, enum doc_format fmt)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	doc_render(d, f, fmt);
	fclose(f);
	return buf;
}

static int widest(const char *s)
{
	int w = 0, n = 0;

	for (; s && *s; s++) {
		if (*s == '\n') {
			n = 0;
			continue;
		}
		if (++n > w)
			w = n;
	}
	return w;
}

static struct doc *table_doc(const char *first_cell)
{
	static const char *const heads[] = { "requested", "n", "p50", "p90", "p99", "max" };
	struct doc *d = doc_new("test");

	doc_section(d, "Latency");
	doc_text(d, "by the requested performance of the CPU it ran on, us:");
	doc_table(d, 6, "lrrrrr", heads);
	doc_row(d, "%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f", "< 0.25", 10, 1.0, 2.0, 3.0, 4.0);
	doc_row(d, "%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f", first_cell, 123456, 150000.0, 190000.0,
		198900.0, 1000000.0);
	doc_text(d, "after the table");
	return d;
}

static void test_tables(void)
{
	static const char *const names[] = { "text", "markdown" };
	enum doc_format fmt;

	for (fmt = DOC_TEXT; fmt <= DOC_MARKDOWN; fmt++) {
		struct doc *d = table_doc("no request yet");
		char *s = render(d, fmt);

		T_OK(s && widest(s) <= DOC_WIDTH, "%s: a table that fits: %d columns", names[fmt],
		     widest(s));
		T_OK(s && strstr(s, fmt == DOC_TEXT ? "\n  no request yet  123456  150000.0  190000.0" :
						     "\n| no request yet | 123456 | 150000.0 |"),
		     "%s: it is a table", names[fmt]);
		free(s);
		doc_free(d);

		d = table_doc("requested (no request yet, a label much too long for its column)");
		s = render(d, fmt);
		T_OK(s && widest(s) <= DOC_WIDTH, "%s: a table too wide for 80 columns: %d columns",
		     names[fmt], widest(s));
		T_OK(s && strstr(s, "< 0.25: n 10, p50 1.0, p90 2.0, p99 3.0, max 4.0") &&
			     strstr(s, "max 1000000.0") && strstr(s, "p99 198900.0") &&
			     strstr(s, "after the table"),
		     "%s: shown as a list of its rows, every cell kept", names[fmt]);
		free(s);
		doc_free(d);
	}
}

int main(void)
{
	test_tables();
	T_DONE();
}
