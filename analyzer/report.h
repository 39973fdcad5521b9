/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_REPORT_H
#define PT_REPORT_H

#include <stdint.h>
#include <stdio.h>
#include "analysis.h"
#include "doc.h"

/* report_doc - the text or markdown report of @a (report_text.c) */
void report_doc(struct analysis *a, FILE *f, enum doc_format fmt);
/* report_json - the JSON report of @a, stable keys (report_json.c) */
void report_json(struct analysis *a, FILE *f);


/* the event tables of a run, with their counts in the window (report_json.c) */
struct table_count {
	char name[64];
	long long count;
};
int report_table_counts(struct analysis *a, struct table_count **out);

#endif
