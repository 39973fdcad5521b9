/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_VERSION_H
#define PT_VERSION_H
/* From `git describe` at build time (build/version.c). */
extern const char pt_version[];
#endif
