#define _GNU_SOURCE
#include "CAllocationCounter.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

static uint64_t allocations;

static void *(*next_malloc)(size_t);
static void *(*next_calloc)(size_t, size_t);
static void *(*next_realloc)(void *, size_t);
static void (*next_free)(void *);
static int (*next_posix_memalign)(void **, size_t, size_t);
static void *(*next_aligned_alloc)(size_t, size_t);
static void *(*next_memalign)(size_t, size_t);

// dlsym may allocate before the C library's functions are known; those few requests are served
// from here and never freed.
static _Alignas(16) unsigned char bootstrap[8192];
static size_t bootstrap_used;

static int is_bootstrap(const void *p) {
  return (const unsigned char *)p >= bootstrap && (const unsigned char *)p < bootstrap + sizeof bootstrap;
}

static void *bootstrap_alloc(size_t size) {
  size_t rounded = (size + 15) & ~(size_t)15;
  if (bootstrap_used + rounded > sizeof bootstrap) return NULL;
  void *p = bootstrap + bootstrap_used;
  bootstrap_used += rounded;
  return p;
}

static int resolving;

static void resolve(void) {
  if (next_malloc || resolving) return;
  resolving = 1;
  next_calloc = dlsym(RTLD_NEXT, "calloc");
  next_realloc = dlsym(RTLD_NEXT, "realloc");
  next_free = dlsym(RTLD_NEXT, "free");
  next_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  next_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
  next_memalign = dlsym(RTLD_NEXT, "memalign");
  next_malloc = dlsym(RTLD_NEXT, "malloc");
  resolving = 0;
}

static void counted(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

uint64_t portal_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  resolve();
  if (!next_malloc) return bootstrap_alloc(size);
  counted();
  return next_malloc(size);
}

void *calloc(size_t count, size_t size) {
  resolve();
  if (!next_calloc) return bootstrap_alloc(count * size);  // static memory is already zero
  counted();
  return next_calloc(count, size);
}

void *realloc(void *p, size_t size) {
  resolve();
  if (is_bootstrap(p)) {
    void *moved = malloc(size);
    if (moved) {
      size_t available = (size_t)(bootstrap + sizeof bootstrap - (unsigned char *)p);
      __builtin_memcpy(moved, p, size < available ? size : available);
    }
    return moved;
  }
  if (!next_realloc) return p ? NULL : bootstrap_alloc(size);
  counted();
  return next_realloc(p, size);
}

void free(void *p) {
  if (!p || is_bootstrap(p)) return;
  resolve();
  next_free(p);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  resolve();
  counted();
  return next_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  resolve();
  counted();
  return next_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  resolve();
  counted();
  return next_memalign(alignment, size);
}
