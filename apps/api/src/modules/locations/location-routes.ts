import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { menuLanguages } from '@iot/shared/languages';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  countryIdParamsSchema,
  metadataIndexResponseSchema,
} from '@iot/shared/metadata';
import { notFound } from '../../http/app-error.ts';
import { isKnownCountry, listCities, listCountries } from './location-data.ts';

// SPEC §7 metadata GETs; served identically under both API bases, names in the Accept-Language.
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheForADay = 'public, max-age=86400';

  app.get('/metadata', {
    schema: {
      tags: ['metadata'],
      summary: 'What location metadata is available',
      response: { 200: metadataIndexResponseSchema },
    },
    handler: async (request) => ({
      data: {
        countries: listCountries(request.language).length,
        languages: [...menuLanguages],
        links: { countries: `${app.prefix}/metadata/v1/Countries`, cities: `${app.prefix}/metadata/cities/v1/{id}` },
      },
    }),
  });

  app.get('/metadata/v1/Countries', {
    schema: {
      tags: ['metadata'],
      summary: 'Every ISO country, named in the request language',
      response: { 200: countriesResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', cacheForADay);
      return { data: { Countries: listCountries(request.language) } };
    },
  });

  app.get('/metadata/cities/v1/:id', {
    schema: {
      tags: ['metadata'],
      summary: 'Cities of one country (id: ISO alpha-2 code)',
      params: countryIdParamsSchema,
      response: { 200: citiesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      if (!isKnownCountry(request.params.id)) throw notFound(`Country ${request.params.id} not found`);
      reply.header('Cache-Control', cacheForADay);
      return { data: { cities: await listCities(request.params.id, request.language) } };
    },
  });
};
