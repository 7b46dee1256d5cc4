// Exercise 12 — skeleton, to be written.
