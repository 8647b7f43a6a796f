-- Every existing body gets version 0: the first read cleans it once with the running sanitizer and stores
-- it back (docs/adr/0096); saves store the current version from now on.
ALTER TABLE "blog_articles" ADD COLUMN "content_sanitizer_version" integer DEFAULT 0 NOT NULL;