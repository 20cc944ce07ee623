/**
 * GENERATED from the API's OpenAPI document (api/openapi.json, served at /api/docs/json) by
 * `pnpm --filter @koris/api openapi`. Do not edit: change the route schemas in api/src/schemas
 * and regenerate; `pnpm test` fails while this file is stale.
 */
export interface paths {
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
          'application/json': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/old': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            footer?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            starts_at?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.
             */
            ends_at?: string | null;
            /**
             * Format: text
             * @description The venue’s name; empty clears it.
             */
            venue?: string | null;
            /** Format: text */
            address?: string | null;
            /** Format: text */
            tickets_url?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Event'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The events with a time as an iCalendar feed (RFC 5545)
     * @description Upcoming events, and those ended within CALENDAR_RECENT_DAYS; an upcoming event deleted within CALENDAR_CANCELLED_DAYS shows as STATUS:CANCELLED.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event with a time as iCalendar (to add to a calendar) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/galleries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Gallery'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
          };
          'application/json': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title: string;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
          };
        };
      };
      responses: {
        /** @description The image is its cover, else its first image. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Gallery'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/galleries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image is its cover, else its first image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Gallery'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      /** @description With override put (or PUT) the fields and cover are updated; `images[n]` are added either way. */
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description The image is its cover, else its first image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Gallery'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      /** @description With override put (or PUT) the fields and cover are updated; `images[n]` are added either way. */
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            description?: string | null;
            order?: number | null;
            /** @description An event id; empty or 0 unlinks. */
            event_id?: number | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            /** @description Files `images[0]`, `images[1]` … are added. */
            'images[n]'?: string[];
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description The image is its cover, else its first image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Gallery'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/galleries/{id}/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          imageId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conductors/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conductors/old': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conductors/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Staff (update-data) only: drafts and scheduled items too. Never cached. */
          drafts?: string;
          /** @description Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached. */
          at?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            title?: string | null;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conductors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: text
             * @description May hold the line-break marker `<br>`.
             */
            title: string;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
          'application/json': {
            /**
             * Format: text
             * @description May hold the line-break marker `<br>`.
             */
            title: string;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
          'application/x-www-form-urlencoded': {
            /**
             * Format: text
             * @description May hold the line-break marker `<br>`.
             */
            title: string;
            /** Format: text */
            position?: string | null;
            /** Format: text */
            eng_position?: string | null;
            /** Format: text */
            description?: string | null;
            /** Format: text */
            eng_text?: string | null;
            /** Format: text */
            year_from?: string | null;
            /** Format: text */
            year_to?: string | null;
            /**
             * Format: text
             * @description 1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.
             */
            draft?: string | null;
            /**
             * Format: text
             * @description Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.
             */
            publish_at?: string | null;
            order?: number | null;
            /** @description Left out on create: false. */
            is_current?: string | null;
            /** @description PNG or JPEG, checked by content; becomes webp variants. */
            image?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conductor'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/achievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Achievement'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            text: string;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
          };
          'application/json': {
            /** Format: text */
            text: string;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            text: string;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Achievement'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/achievements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Achievement'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Achievement'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            text?: string | null;
            /** Format: text */
            eng_text?: string | null;
            order?: number | null;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Achievement'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SystemSetting'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-setting/get-by-name/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name:
            | 'about_us_right'
            | 'about_us_text_center'
            | 'eng_about_us_right'
            | 'eng_about_us'
            | 'history_text_center'
            | 'history_text_strong'
            | 'history_text_left'
            | 'history_text_right'
            | 'footer_contact_1'
            | 'footer_contact_2'
            | 'footer_description'
            | 'eng_footer_contact_1'
            | 'eng_footer_contact_2'
            | 'eng_footer_description'
            | 'admission_open'
            | 'admission_privacy';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SystemSetting'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-setting/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SystemSetting'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/json': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
          'application/x-www-form-urlencoded': {
            /**
             * Format: text
             * @description May be empty; admission_open: 1 or 0.
             */
            value: string;
            /** Format: text */
            _method?: string;
            /** Format: text */
            method?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SystemSetting'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HistoryEvent'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Video'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Email and password. An account with a second factor gets `second_step` (a ticket for POST /login/second-step) instead of a session. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
          };
          'application/json': {
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['AuthResponse'] | components['schemas']['SecondStep'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/second-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The second step of a password sign-in: exactly one of `code` (the authenticator app), `recovery_code` or `passkey` (answering POST /login/second-step/passkey-options). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ticket: string;
            /**
             * Format: text
             * @description 6 digits.
             */
            code?: string;
            /** Format: text */
            recovery_code?: string;
            passkey?: components['schemas']['PasskeyAssertion'];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthResponse'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/second-step/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Options for navigator.credentials.get() with the ticket’s passkeys. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ticket: string;
          };
        };
      };
      responses: {
        /** @description PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get(). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasskeyRequestOptions'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sign-in with a passkey alone: options for navigator.credentials.get() with no allowed credentials (the browser offers the site’s discoverable passkeys). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Send it back with the answer. */
              challenge_id: string;
              options: components['schemas']['PasskeyRequestOptions'];
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Sign-in with a passkey alone: the normal sign-in answer. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            challenge_id: string;
            response: components['schemas']['PasskeyAssertion'];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthResponse'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            name: string;
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
            /** Format: text */
            registration_token: string;
          };
          'application/json': {
            /** Format: text */
            name: string;
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
            /** Format: text */
            registration_token: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            name: string;
            /** Format: text */
            email: string;
            /** Format: text */
            password: string;
            /** Format: text */
            registration_token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthResponse'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: components['schemas']['User'];
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/issue-registration-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            update_data?: string | null;
            update_users?: string | null;
            see_applications?: string | null;
          };
          'application/json': {
            update_data?: string | null;
            update_users?: string | null;
            see_applications?: string | null;
          };
          'application/x-www-form-urlencoded': {
            update_data?: string | null;
            update_users?: string | null;
            see_applications?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              registration_token: string;
              roles: {
                name: string;
              }[];
              /** @description Seconds. */
              expires_in: number;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: text */
            current_password: string;
            /** Format: text */
            new_password: string;
          };
          'application/json': {
            /** Format: text */
            current_password: string;
            /** Format: text */
            new_password: string;
          };
          'application/x-www-form-urlencoded': {
            /** Format: text */
            current_password: string;
            /** Format: text */
            new_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/toggle-edit-mode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description 1 or 0 */
            is_edit_mode_active: string;
          };
          'application/json': {
            /** @description 1 or 0 */
            is_edit_mode_active: string;
          };
          'application/x-www-form-urlencoded': {
            /** @description 1 or 0 */
            is_edit_mode_active: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: components['schemas']['User'];
              message: string;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Vārds, uzvārds
             * Format: text
             */
            name: string;
            /** Vecums */
            age: number;
            /**
             * E-pasts
             * Format: text
             */
            email: string;
            /** Telefons */
            phone: string & (unknown & unknown);
            /**
             * Pieredze
             * Format: text
             */
            experience?: string | null;
            /** LU students */
            is_lu_student?: string | null;
            /** 9. septembris */
            can_come_1?: string | null;
            /** 11. septembris */
            can_come_2?: string | null;
            /**
             * Kā uzzināji par kori
             * Format: text
             */
            find_out: string;
            /**
             * Komentāri
             * Format: text
             */
            free?: string | null;
          };
          'application/json': {
            /**
             * Vārds, uzvārds
             * Format: text
             */
            name: string;
            /** Vecums */
            age: number;
            /**
             * E-pasts
             * Format: text
             */
            email: string;
            /** Telefons */
            phone: string & (unknown & unknown);
            /**
             * Pieredze
             * Format: text
             */
            experience?: string | null;
            /** LU students */
            is_lu_student?: string | null;
            /** 9. septembris */
            can_come_1?: string | null;
            /** 11. septembris */
            can_come_2?: string | null;
            /**
             * Kā uzzināji par kori
             * Format: text
             */
            find_out: string;
            /**
             * Komentāri
             * Format: text
             */
            free?: string | null;
          };
          'application/x-www-form-urlencoded': {
            /**
             * Vārds, uzvārds
             * Format: text
             */
            name: string;
            /** Vecums */
            age: number;
            /**
             * E-pasts
             * Format: text
             */
            email: string;
            /** Telefons */
            phone: string & (unknown & unknown);
            /**
             * Pieredze
             * Format: text
             */
            experience?: string | null;
            /** LU students */
            is_lu_student?: string | null;
            /** 9. septembris */
            can_come_1?: string | null;
            /** 11. septembris */
            can_come_2?: string | null;
            /**
             * Kā uzzināji par kori
             * Format: text
             */
            find_out: string;
            /**
             * Komentāri
             * Format: text
             */
            free?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Application'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Deleted'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export-applications/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              /** @description Seconds. */
              expires_in: number;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export-applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description pieteikumi.xlsx */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TrashItem'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trash/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Restored'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          kind: 'event' | 'gallery' | 'conductor' | 'achievement' | 'setting';
          item_id: number;
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Version'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/versions/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Restored'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number | null;
          /** @description At most 1000 are returned. */
          take?: number | null;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ActivityEntry'][];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/canary-ended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            remote: string;
            release: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Recorded, or already recorded. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SecurityOverview'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Options for navigator.credentials.create(): a new discoverable passkey. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create(). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasskeyCreationOptions'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Registers the passkey that answered the options. `recovery_codes` only when it is the first second factor of the account (shown once). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: text */
            name: string;
            response: components['schemas']['PasskeyRegistration'];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              passkey: components['schemas']['Passkey'];
              /** @description Shown once: only their hashes are kept. Each works once. */
              recovery_codes?: string[];
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A new secret for an authenticator app, pending until POST /security/totp/enable with a code of it. The client draws the QR code of `otpauth_url` itself. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description base32, for typing in by hand. */
              secret: string;
              /** @description otpauth://totp/… (RFC 6238, 6 digits, 30 s). */
              otpauth_url: string;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/totp/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Turns the app on with a code of the pending secret. `recovery_codes` only when it is the first second factor of the account (shown once). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: text
             * @description 6 digits.
             */
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown once: only their hashes are kept. Each works once. */
              recovery_codes?: string[];
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/totp/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Turns the app off; needs a current code of it. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: text
             * @description 6 digits.
             */
            code: string;
          };
        };
      };
      responses: {
        /** @description No content. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Ten new recovery codes, shown once; the old ones stop working. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown once: only their hashes are kept. Each works once. */
              recovery_codes: string[];
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether this instance can serve requests
     * @description 200 while the instance reaches its database and its uploads storage; 503 when it cannot or is shutting down.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'unavailable';
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content-version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A token of the content’s current state */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Changes whenever any content may have changed (through any API instance); equal values mean the same content. */
              version: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Several public reads in one request
     * @description Each `get` is an API path below /api/ with its query (at most 16); the answers come in the same order, each as the read would have answered alone, without any cookie.
     */
    get: {
      parameters: {
        query: {
          get: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              answers: {
                status: number;
                /** @description The read’s JSON answer as it would have been sent alone; null when empty. */
                body: unknown;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Live sessions, the newest first. */
              sessions: {
                /** @description Opaque id of the session (not its token). */
                id: string;
                /** @description From the user agent, e.g. "Firefox 133". */
                browser: string;
                /** @description From the user agent, e.g. "Windows 10". */
                system: string;
                /** @description The address it signed in from, as the API sees it (TRUST_PROXY). */
                address: string | null;
                /** @description When it signed in (ISO 8601). */
                created_at: string;
                /** @description Its last request, to the minute (ISO 8601). */
                last_active_at: string;
                /** @description The session of this request ("this browser"). */
                current: boolean;
              }[];
              /** @description Until when this session may do the sensitive acts without confirming it is the user again (null: it must confirm first, POST /api/security/confirm). */
              confirmed_until: string | null;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ended. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/sessions/end-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description How many sessions were ended. */
              ended: number;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description One of: the password, a code of the authenticator app, a recovery code, a passkey. */
      requestBody: {
        content: {
          'application/json': {
            /** Format: text */
            password?: string;
            /** Format: text */
            code?: string;
            /** Format: text */
            recovery_code?: string;
            /** @description AuthenticationResponseJSON of @simplewebauthn/browser. */
            passkey?: {
              /** Format: text */
              id: string;
              /** Format: text */
              rawId: string;
              /** @enum {string} */
              type: 'public-key';
              response: {
                /** Format: text */
                clientDataJSON: string;
                /** Format: text */
                authenticatorData: string;
                /** Format: text */
                signature: string;
                /** Format: text */
                userHandle?: string;
              };
              /** Format: text */
              authenticatorAttachment?: string;
              clientExtensionResults?: Record<string, never>;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ISO 8601: the sensitive acts need no confirmation until then. */
              confirmed_until: string;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/confirm/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description PublicKeyCredentialRequestOptionsJSON for the passkey confirmation. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rum': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A browser's measurements of one page view
     * @description Anonymous; JSON sent as application/json or text/plain (navigator.sendBeacon). Kept only as hourly counts; 204 whether or not they could be stored.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RumReport'];
        };
      };
      responses: {
        /** @description Taken. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rum/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Real-user measurements per page and client errors per remote release */
    get: {
      parameters: {
        query?: {
          window?: '24h' | '7d';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RumSummary'];
          };
        };
        /** @description Default Response */
        '4XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        '5XX': {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ImageVariants: {
      /** @description Intrinsic width of the largest variant. */
      width: number;
      height: number;
      /** @description 640 px variant. */
      src: string;
      /** @description "url 320w, url 480w, url 640w, url 720w, url 1280w" */
      srcset: string;
      /** @description 120 px thumbnail. */
      thumb: string;
    };
    Message: {
      message: string;
    };
    Error: {
      message: string;
      /** @description Per-field messages (422); `message` is the first of them. */
      errors?: {
        [key: string]: string[];
      };
      /** @description Why a 403 was refused when the client can act on it: `confirm` (confirm it is you, then retry) or `second-factor` (set up a second factor first: only GET /api/me, POST /api/logout and /api/security/** answer until then). */
      reason?: string;
    };
    GalleryRef: {
      id: number;
      title: string;
    };
    Event: {
      id: number;
      title: string;
      description: string | null;
      footer: string | null;
      /** @description Riga local time with its offset (ISO 8601, e.g. 2026-12-12T19:00:00+02:00). */
      starts_at: string | null;
      /** @description As starts_at; never before it. */
      ends_at: string | null;
      venue: string | null;
      address: string | null;
      /** @description An https address. */
      tickets_url: string | null;
      order: number;
      /** @enum {integer} */
      is_current: 0 | 1;
      /**
       * @description 1: a draft, seen only by staff in edit mode.
       * @enum {integer}
       */
      draft: 0 | 1;
      /** @description When it goes out, Riga local time with its offset (ISO 8601); null: out already (staff only see one ahead). */
      publish_at: string | null;
      /** @description The 1280 px webp variant. */
      image_url: string | null;
      image: {
        /** @description Intrinsic width of the largest variant. */
        width: number;
        height: number;
        /** @description 640 px variant. */
        src: string;
        /** @description "url 320w, url 480w, url 640w, url 720w, url 1280w" */
        srcset: string;
        /** @description 120 px thumbnail. */
        thumb: string;
      } | null;
      /** @description ISO 8601 */
      created_at: string;
      /** @description ISO 8601 */
      updated_at: string;
      galleries: components['schemas']['GalleryRef'][];
    };
    GalleryImage: {
      id: number;
      /** @description The 1280 px webp variant. */
      url: string;
      width: number;
      height: number;
      src: string;
      srcset: string;
      thumb: string;
    };
    /** @description The image is its cover, else its first image. */
    Gallery: {
      id: number;
      title: string;
      description: string | null;
      order: number;
      event_id: number | null;
      /**
       * @description 1: a draft, seen only by staff in edit mode.
       * @enum {integer}
       */
      draft: 0 | 1;
      /** @description When it goes out, Riga local time with its offset (ISO 8601); null: out already (staff only see one ahead). */
      publish_at: string | null;
      /** @description The 1280 px webp variant. */
      image_url: string | null;
      image: {
        /** @description Intrinsic width of the largest variant. */
        width: number;
        height: number;
        /** @description 640 px variant. */
        src: string;
        /** @description "url 320w, url 480w, url 640w, url 720w, url 1280w" */
        srcset: string;
        /** @description 120 px thumbnail. */
        thumb: string;
      } | null;
      image_count: number;
      /** @description ISO 8601 */
      created_at: string;
      /** @description ISO 8601 */
      updated_at: string;
      /** @description Only on a single gallery (upload order). */
      images?: components['schemas']['GalleryImage'][];
    };
    Conductor: {
      id: number;
      /** @description May hold the line-break marker `<br>` (text, not HTML). */
      title: string;
      position: string | null;
      eng_position: string | null;
      description: string | null;
      eng_text: string | null;
      year_from: string | null;
      year_to: string | null;
      order: number;
      /** @enum {integer} */
      is_current: 0 | 1;
      /**
       * @description 1: a draft, seen only by staff in edit mode.
       * @enum {integer}
       */
      draft: 0 | 1;
      /** @description When it goes out, Riga local time with its offset (ISO 8601); null: out already (staff only see one ahead). */
      publish_at: string | null;
      /** @description The 1280 px webp variant. */
      image_url: string | null;
      image: {
        /** @description Intrinsic width of the largest variant. */
        width: number;
        height: number;
        /** @description 640 px variant. */
        src: string;
        /** @description "url 320w, url 480w, url 640w, url 720w, url 1280w" */
        srcset: string;
        /** @description 120 px thumbnail. */
        thumb: string;
      } | null;
    };
    Achievement: {
      id: number;
      text: string | null;
      eng_text: string | null;
      order: number;
    };
    /** @enum {string} */
    SystemSettingName:
      | 'about_us_right'
      | 'about_us_text_center'
      | 'eng_about_us_right'
      | 'eng_about_us'
      | 'history_text_center'
      | 'history_text_strong'
      | 'history_text_left'
      | 'history_text_right'
      | 'footer_contact_1'
      | 'footer_contact_2'
      | 'footer_description'
      | 'eng_footer_contact_1'
      | 'eng_footer_contact_2'
      | 'eng_footer_description'
      | 'admission_open'
      | 'admission_privacy';
    SystemSetting: {
      id: number;
      name: string;
      value: string;
    };
    HistoryEvent: {
      id: number;
      /** @description The 1280 px webp variant. */
      image_url: string | null;
      image: {
        /** @description Intrinsic width of the largest variant. */
        width: number;
        height: number;
        /** @description 640 px variant. */
        src: string;
        /** @description "url 320w, url 480w, url 640w, url 720w, url 1280w" */
        srcset: string;
        /** @description 120 px thumbnail. */
        thumb: string;
      } | null;
      description: string | null;
      /** @enum {string} */
      decoration: 'bottom' | 'top-right' | 'bottom-left' | 'scatter' | 'circle';
    };
    Video: {
      id: number;
      /** @description An embeddable video URL. */
      source: string;
      title: string;
    };
    /** @enum {string} */
    RoleName: 'update-data' | 'update-users' | 'see-applications';
    User: {
      name: string;
      email: string;
      roles: {
        /** @description A RoleName. */
        name: string;
      }[];
      is_edit_mode_active: boolean;
      /** @description The account holds a role of REQUIRE_SECOND_FACTOR_ROLES and has no second factor yet: every other call than GET /api/me, POST /api/logout and /api/security/** answers 403 `reason: "second-factor"` until one is set up. */
      second_factor_required: boolean;
    };
    AuthResponse: {
      user: components['schemas']['User'];
      authorisation: {
        token: string;
        /** @enum {string} */
        type: 'bearer';
        /** @description Seconds. */
        expires_in: number;
      };
    };
    Application: {
      id: number;
      name: string;
      age: number;
      email: string;
      phone: string;
      experience: string | null;
      is_lu_student: boolean;
      can_come_1: boolean;
      can_come_2: boolean;
      find_out: string;
      free: string | null;
      /** @description ISO 8601 */
      created_at: string;
    };
    TrashItem: {
      id: number;
      /** @enum {string} */
      kind: 'event' | 'gallery' | 'gallery_image' | 'conductor' | 'achievement' | 'application';
      item_id: number;
      title: string;
      /** @description The name the staff member had then. */
      deleted_by_name: string;
      /** @description ISO 8601 */
      deleted_at: string;
    };
    Version: {
      id: number;
      /** @enum {string} */
      kind: 'event' | 'gallery' | 'conductor' | 'achievement' | 'setting';
      item_id: number;
      summary: string;
      /** @description The name the staff member had then. */
      user_name: string;
      /** @description When it was replaced (ISO 8601). */
      created_at: string;
      /** @description When it had been written (ISO 8601). */
      updated_at: string;
    };
    ActivityEntry: {
      id: number;
      /** @description The name the staff member had then. */
      user_name: string;
      /** @enum {string} */
      action:
        | 'created'
        | 'updated'
        | 'deleted'
        | 'restored'
        | 'reverted'
        | 'logged-in'
        | 'registered'
        | 'issued-token'
        | 'changed-password'
        | 'login-throttled'
        | 'passkey-added'
        | 'passkey-removed'
        | 'totp-enabled'
        | 'totp-disabled'
        | 'recovery-codes-created'
        | 'second-step-failed'
        | 'ended-session'
        | 'confirmed'
        | 'confirm-failed'
        | 'canary-ended';
      kind: string | null;
      item_id: number | null;
      title: string | null;
      /** @description ISO 8601 */
      created_at: string;
    };
    Restored: {
      message: string;
      kind: string;
      item_id: number;
      /** @description A gallery whose event is deleted came back unlinked. */
      unlinked: boolean;
    };
    Deleted: {
      message: string;
      /** @description POST /api/trash/{trash_id}/restore undoes it. */
      trash_id: number;
    };
    /** @description RegistrationResponseJSON: what navigator.credentials.create() gave, as JSON. */
    PasskeyRegistration: {
      /** @description base64url */
      id: string;
      /** @description base64url */
      rawId: string;
      /** @enum {string} */
      type: 'public-key';
      /** @enum {string} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      clientExtensionResults: {
        [key: string]: unknown;
      };
      response: {
        /** @description base64url */
        clientDataJSON: string;
        /** @description base64url */
        attestationObject: string;
        /** @description base64url */
        authenticatorData?: string;
        transports?: string[];
        publicKeyAlgorithm?: number;
        /** @description base64url */
        publicKey?: string;
      };
    };
    /** @description AuthenticationResponseJSON: what navigator.credentials.get() gave, as JSON. */
    PasskeyAssertion: {
      /** @description base64url */
      id: string;
      /** @description base64url */
      rawId: string;
      /** @enum {string} */
      type: 'public-key';
      /** @enum {string} */
      authenticatorAttachment?: 'platform' | 'cross-platform';
      clientExtensionResults: {
        [key: string]: unknown;
      };
      response: {
        /** @description base64url */
        clientDataJSON: string;
        /** @description base64url */
        authenticatorData: string;
        /** @description base64url */
        signature: string;
        /** @description base64url */
        userHandle?: string;
      };
    };
    /** @description PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create(). */
    PasskeyCreationOptions: {
      rp: {
        name: string;
        id?: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      challenge: string;
      pubKeyCredParams: {
        alg: number;
        type: string;
      }[];
      timeout?: number;
      excludeCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      /** @description AuthenticatorSelectionCriteria */
      authenticatorSelection?: {
        [key: string]: unknown;
      };
      hints?: string[];
      attestation?: string;
      /** @description AuthenticationExtensionsClientInputs */
      extensions?: {
        [key: string]: unknown;
      };
    };
    /** @description PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get(). */
    PasskeyRequestOptions: {
      challenge: string;
      timeout?: number;
      rpId?: string;
      allowCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      userVerification?: string;
      hints?: string[];
      /** @description AuthenticationExtensionsClientInputs */
      extensions?: {
        [key: string]: unknown;
      };
    };
    Passkey: {
      id: number;
      name: string;
      /** @description ISO 8601. */
      created_at: string;
      /** @description ISO 8601; null: never used. */
      last_used_at: string | null;
    };
    SecurityOverview: {
      passkeys: components['schemas']['Passkey'][];
      totp: {
        enabled: boolean;
      };
      recovery_codes_left: number;
      second_factor_required: boolean;
      /** @description The factor changes of the user’s own account, newest first (at most 20). */
      events: {
        /** @enum {string} */
        action:
          | 'created'
          | 'updated'
          | 'deleted'
          | 'restored'
          | 'reverted'
          | 'logged-in'
          | 'registered'
          | 'issued-token'
          | 'changed-password'
          | 'login-throttled'
          | 'passkey-added'
          | 'passkey-removed'
          | 'totp-enabled'
          | 'totp-disabled'
          | 'recovery-codes-created'
          | 'second-step-failed'
          | 'ended-session'
          | 'confirmed'
          | 'confirm-failed'
          | 'canary-ended';
        /** @description ISO 8601. */
        at: string;
        /** @description E.g. the passkey’s name. */
        detail: string | null;
      }[];
    };
    /** @description The password was right; the account has a second factor: the second step. */
    SecondStep: {
      second_step: {
        /** @description Only for POST /api/login/second-step. */
        ticket: string;
        methods: ('totp' | 'passkey' | 'recovery')[];
        /** @description Seconds. */
        expires_in: number;
      };
    };
    RumMeasure: {
      /**
       * metric name
       * @enum {string}
       */
      name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';
      /**
       * metric value
       * @description Milliseconds (0–60000); CLS is unitless (0–10).
       */
      value: number;
    };
    RumReport: {
      /**
       * @description The page's route pattern (the shell's route table).
       * @enum {string}
       */
      route:
        | '/'
        | '/en'
        | '/en/about-us'
        | '/events'
        | '/archive'
        | '/about-us'
        | '/history'
        | '/iesaisties'
        | '/pievienojies'
        | '/celies_lidzi'
        | '/games/dziptcha'
        | '/videos'
        | '/photo'
        | '/photo/gallery/:id'
        | '/vara_saknes'
        | '/uznemsana'
        | '/uznemsana_pieteikumi';
      /**
       * @description Who owns the page.
       * @enum {string}
       */
      remote: 'mf-content' | 'mf-media' | 'mf-admission' | 'mf-account' | 'shell';
      /** @description The release of the page's remote. */
      release: string;
      /** @description This report starts a page view (counted once). */
      view: boolean;
      metrics: components['schemas']['RumMeasure'][];
      /** @description Uncaught errors and unhandled rejections since the last report. */
      errors: number;
    };
    RumPage: {
      route: string;
      views: number;
      lcp: {
        /** @description The 75th percentile (ms), the upper bound of its bucket; null: no report. */
        p75: number | null;
        /**
         * @description By Google's thresholds.
         * @enum {string|null}
         */
        rating: 'good' | 'needs-improvement' | 'poor' | null;
        /** @description How many reports it is read from. */
        samples: number;
      };
      inp: {
        /** @description The 75th percentile (ms), the upper bound of its bucket; null: no report. */
        p75: number | null;
        /**
         * @description By Google's thresholds.
         * @enum {string|null}
         */
        rating: 'good' | 'needs-improvement' | 'poor' | null;
        /** @description How many reports it is read from. */
        samples: number;
      };
      cls: {
        /** @description The 75th percentile (unitless), the upper bound of its bucket; null: no report. */
        p75: number | null;
        /**
         * @description By Google's thresholds.
         * @enum {string|null}
         */
        rating: 'good' | 'needs-improvement' | 'poor' | null;
        /** @description How many reports it is read from. */
        samples: number;
      };
      /** @description Every hour of the window, oldest first. */
      hourly: {
        /** Format: date-time */
        hour: string;
        lcp_p75: number | null;
        views: number;
      }[];
    };
    RumRelease: {
      remote: string;
      /** @description The newest release seen of the remote. */
      release: string;
      errors: number;
      views: number;
      /** @description The release seen before it, if any. */
      previous: {
        release: string;
        errors: number;
        views: number;
      } | null;
      /** @description Every release of the remote with views or errors in the window, newest first. Releases are dated by the hour they were first seen, so two first seen in the same hour are in the order of their names: look a release up by its name here. */
      seen: {
        release: string;
        errors: number;
        views: number;
      }[];
    };
    RumSummary: {
      /** @enum {string} */
      window: '24h' | '7d';
      pages: components['schemas']['RumPage'][];
      releases: components['schemas']['RumRelease'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
